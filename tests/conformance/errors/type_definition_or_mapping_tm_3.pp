type Runtime[ruby, [/a/, 'b']] = Integer
