notice('0b11' + 1)
