notice('abc'['1'])
