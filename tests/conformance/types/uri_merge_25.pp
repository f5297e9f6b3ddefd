notice(URI('http://u@a:81/b') + 'c')
