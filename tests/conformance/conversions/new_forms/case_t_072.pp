notice(Timestamp('2020-01'))
