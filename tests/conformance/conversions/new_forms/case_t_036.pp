notice(Timespan(10) > Timespan(2))
