notice(10 / Timespan(2))
