notice(Timestamp('2016-09-06 12 AM', '%F %I %p'))
