notice(Timespan('01:75', '%H:%M'))
