type Runtime[ruby, 'X'] = Integer[1]
