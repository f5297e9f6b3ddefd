notice(strftime(Timestamp("2020-01-01T00:00:00Z"), "%Y-%m-%d %H:%M"))
