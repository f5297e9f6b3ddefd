notice(Timestamp('2016-09-06 25:00', '%F %H:%M'))
