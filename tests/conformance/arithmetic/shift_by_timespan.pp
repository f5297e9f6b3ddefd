notice(1 << Timespan(2))
