notice(Timestamp('2016-09-06T23:60:00'))
