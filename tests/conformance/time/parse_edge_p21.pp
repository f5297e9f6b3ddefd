notice(Timestamp('2016-09-06 08:34:59 America/New_York', '%F %T %Z'))
