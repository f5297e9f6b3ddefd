notice('abc'[1.5])
