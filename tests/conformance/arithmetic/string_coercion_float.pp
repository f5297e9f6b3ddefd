notice('1.5' + 1)
