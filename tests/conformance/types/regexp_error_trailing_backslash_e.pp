notice('x'.split('a\\'))
