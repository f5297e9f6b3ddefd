notice(1 << 2)
notice(-8 >> 1)
notice(1 << -1)
notice(16 >> 70)
