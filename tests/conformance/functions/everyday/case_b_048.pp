notice(max(Timespan(1), Timespan(2)))
