notice(3 << 63)
