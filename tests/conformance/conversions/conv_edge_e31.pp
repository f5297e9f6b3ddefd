notice(Timespan('1:30', '%H:%M', 'x'))
