notice(Timestamp('2016-09-06 08:34:59 z', '%F %T %Z'))
