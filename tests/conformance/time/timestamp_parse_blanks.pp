notice(Timestamp('2016-09-06  08:34:59', '%F %T'))
notice(Timestamp('2016-09-0608:34:59', '%F %T'))
notice(Timestamp('2016-09-06	08:34:59', '%F %T'))
