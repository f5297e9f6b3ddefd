notice(Timespan(0.0/0))
