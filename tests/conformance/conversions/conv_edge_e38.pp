notice(Integer('0x7FFFFFFFFFFFFFFF'))
