notice(1 << 100)
