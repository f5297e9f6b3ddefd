notice(Timespan('abc'))
