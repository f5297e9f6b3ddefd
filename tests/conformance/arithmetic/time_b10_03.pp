notice(3 + Timespan(10))
