notice(Timestamp('2020-1-1'))
