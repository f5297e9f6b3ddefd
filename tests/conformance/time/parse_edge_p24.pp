notice(Timestamp('2016-09-06 12 PM', '%F %I %p'))
