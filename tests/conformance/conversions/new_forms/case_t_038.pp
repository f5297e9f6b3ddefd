notice(Timespan(10) < 11)
