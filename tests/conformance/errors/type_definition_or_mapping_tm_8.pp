if true { type Runtime[ruby, 'X'] = Integer }
