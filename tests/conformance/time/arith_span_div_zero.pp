notice(Timespan(10) / 0)
