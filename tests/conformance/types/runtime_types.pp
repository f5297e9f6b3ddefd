notice(Runtime['ruby', 'File'])
notice(Runtime[ruby, 'File'] == Runtime[ruby, 'File'])
notice(Runtime[ruby, 'A'] < Runtime)
