notice(1 >> 1)
notice(8 >> 2)
notice(2 >> -1)
