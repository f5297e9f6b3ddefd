notice('0e5' + 1)
