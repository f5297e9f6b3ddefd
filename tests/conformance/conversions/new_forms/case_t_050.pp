notice(Timestamp('2020-13-01'))
