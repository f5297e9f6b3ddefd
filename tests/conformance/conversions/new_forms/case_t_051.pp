notice(Timestamp('2020-01-01T25:00:00'))
