notice(Timestamp[0, 10](20))
