notice(Timespan('2 days', '%D days'))
