notice(Timestamp('2020-01-01 +0200', '%F %z'))
