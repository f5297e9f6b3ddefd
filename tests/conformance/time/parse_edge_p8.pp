notice(Timespan('5.123456', '%S.%6N'))
