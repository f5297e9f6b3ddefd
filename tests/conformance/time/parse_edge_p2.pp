notice(Timespan('1-25:00', '%D-%H:%M'))
