notice('abc'[1,1,1])
