notice(1 + 1)
notice(-5 + 3)
