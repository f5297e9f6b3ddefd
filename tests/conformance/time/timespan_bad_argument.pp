notice(Timespan([1]))
