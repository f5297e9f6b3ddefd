notice(Timestamp('2016-09-06T08:34:59.123 UTC'))
