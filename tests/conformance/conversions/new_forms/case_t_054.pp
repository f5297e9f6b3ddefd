notice(Timestamp('2020-01-01T10:00:00 EST'))
