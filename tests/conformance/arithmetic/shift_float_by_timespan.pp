notice(2.5 >> Timespan(2))
