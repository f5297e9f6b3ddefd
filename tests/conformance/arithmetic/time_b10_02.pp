notice(Timespan(10) - 2.5)
notice(Timespan(10) % 3)
