notice(1e2)
