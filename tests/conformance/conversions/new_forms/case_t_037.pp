notice(Timespan(10) == 10)
