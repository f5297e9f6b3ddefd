notice(Integer('0x10', 10))
