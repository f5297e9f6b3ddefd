notice(Timespan(10) - 1.5)
