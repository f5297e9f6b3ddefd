notice(Timespan(3) == Timespan(3.0))
notice(Timespan(3) != Timespan(4))
notice(Timespan(3) <=> Timespan(4))
