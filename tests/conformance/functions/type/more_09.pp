notice(type(''))
