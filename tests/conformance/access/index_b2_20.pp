notice('abc'['a'])
