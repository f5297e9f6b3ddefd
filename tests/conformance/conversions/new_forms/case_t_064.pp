notice(Timestamp('2020-01-01 10:30:00.123', '%F %T.%L'))
