notice(Timespan(3) + 2)
notice(2 < Timespan(3))
