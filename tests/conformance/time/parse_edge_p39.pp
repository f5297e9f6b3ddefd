notice(Timestamp('2016-9-6', '%Y-%m-%d'))
