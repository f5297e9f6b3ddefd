notice(1 << 1)
notice(2 << 2)
notice(8 << -1)
