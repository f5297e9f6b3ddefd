notice('abc'[10])
notice('abc'[3])
notice('abc'[-4])
notice('abc'[1,100])
