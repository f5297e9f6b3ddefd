notice(min(Timespan(3), Timespan(1)))
