notice(Timespan(1.0e300))
