notice(Timestamp('2016-09-06T08:34:59+0200', '%FT%T%z'))
