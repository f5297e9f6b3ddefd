notice(Timestamp('2016-09-06 12:00 +05:30', '%F %R %z', 'EST'))
