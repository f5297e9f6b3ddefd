notice(Timestamp('2020-01-01 10:00:00'))
