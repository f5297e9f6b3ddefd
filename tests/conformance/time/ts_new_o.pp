notice(Timespan(''))
