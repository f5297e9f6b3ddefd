notice(Timespan('1', '%Q'))
