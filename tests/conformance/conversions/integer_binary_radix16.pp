notice(Integer('0b1', 16))
notice(Integer('0x1f', 16))
notice(Integer('0b11', 2))
notice(Integer('0x1f', 2))
