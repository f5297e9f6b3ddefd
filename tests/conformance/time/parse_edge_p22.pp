notice(Timestamp('2016-09-06 8 PM', '%F %l %p'))
