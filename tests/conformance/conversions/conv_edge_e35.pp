notice(Integer(Timestamp('2016-09-06T08:34:59.9 UTC')))
