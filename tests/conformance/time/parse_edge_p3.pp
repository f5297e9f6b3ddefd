notice(Timespan('75:00', '%M:%S'))
