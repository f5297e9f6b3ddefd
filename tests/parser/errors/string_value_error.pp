notice('a' 'b')
