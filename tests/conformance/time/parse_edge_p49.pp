notice(Timestamp('2016-09-31', '%Y-%m-%d'))
