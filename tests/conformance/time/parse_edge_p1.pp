notice(Timespan('25:00', '%H:%M'))
