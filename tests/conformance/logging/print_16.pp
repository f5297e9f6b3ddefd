notice(Timespan(3600))
