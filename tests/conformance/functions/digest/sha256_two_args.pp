sha256('a', 'b')
