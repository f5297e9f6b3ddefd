notice(Timespan('5.1', '%S.%3N'))
