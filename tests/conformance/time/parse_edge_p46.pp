notice(Timestamp('2016-09-06 08:34:59 +02:00', '%F %T %:z'))
