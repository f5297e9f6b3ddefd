notice(Timestamp('2016-09-06 08:34:59 +05:30:15', '%F %T %z'))
