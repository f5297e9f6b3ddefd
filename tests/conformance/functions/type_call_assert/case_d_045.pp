notice(type(Timespan(1)))
