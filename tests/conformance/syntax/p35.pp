notice(true and 'x')
