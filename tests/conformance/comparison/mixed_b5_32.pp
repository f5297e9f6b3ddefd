notice(Timestamp('2020-01-01') < 3)
