notice(Timespan('10:03', 'x'))
