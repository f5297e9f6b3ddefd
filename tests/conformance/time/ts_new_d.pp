notice(Timespan('2h'))
