notice(Timespan(3).strftime('%M:%S'))
