notice(Timespan('x', 1))
