notice(Timespan('10:03', '%Q'))
