notice(Timestamp('2016-09-06 08:34:59 +0200', '%F %T %:z'))
