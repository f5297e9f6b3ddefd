notice(Timespan(10) < 11)
notice(Timespan(10) == 10)
