notice(0x7fffffffffffffff)
