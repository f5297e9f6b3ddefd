notice(Timespan('123', '%2H%S'))
