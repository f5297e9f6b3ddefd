notice(Timestamp('2016-09-06 08:34:59.123456789123', '%F %T.%N'))
notice(Timestamp('2016-09-06 08:34:59.5', '%F %T.%L'))
notice(Timestamp('2016-09-06 08:34:59.123456', '%F %T.%6N'))
