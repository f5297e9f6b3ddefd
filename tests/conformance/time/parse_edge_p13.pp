notice(Timespan('12', '%2H'))
