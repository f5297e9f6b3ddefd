notice(1 >> -1e300)
