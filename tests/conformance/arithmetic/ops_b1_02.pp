notice('5' + 3)
notice('5.5' * 2)
notice('0x10' + 1)
notice('010' + 1)
