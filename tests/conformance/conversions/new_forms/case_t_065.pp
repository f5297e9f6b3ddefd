notice(Timestamp('2020-01-01 10:30:00.123456', '%F %T.%N'))
