notice(Timespan(-1e300))
