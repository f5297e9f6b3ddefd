notice(Integer('017'), Integer('017', 10), Integer('11', 2), Integer('z', 36))
