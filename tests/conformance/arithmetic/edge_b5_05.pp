notice('1_0' + 0)
