notice(Timestamp('2016-13-06', '%Y-%m-%d'))
