notice(Timespan('10:03', ['%H:%M:%S', '%D']))
