notice(Timestamp('  2016-09-06', '%F'))
