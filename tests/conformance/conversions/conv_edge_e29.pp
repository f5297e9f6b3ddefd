notice(Timespan('1', '%D'))
