notice(Timespan['abc', 10])
