notice(Integer(Timespan(1.5)))
