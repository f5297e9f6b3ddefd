notice('a' + 'b')
