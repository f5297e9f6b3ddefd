notice(Timespan('500', '%L'))
