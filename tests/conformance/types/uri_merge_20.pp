notice(URI('x/y') + 'z')
