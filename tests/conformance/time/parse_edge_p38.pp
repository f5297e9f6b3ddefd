notice(Timestamp('2016-09-06x', '%F'))
