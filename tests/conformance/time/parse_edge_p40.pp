notice(Timestamp('2016-09-06 08', '%F %k'))
