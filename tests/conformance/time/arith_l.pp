notice(Timespan(3) % 2)
notice(Timespan(7) / Timespan(2))
notice(Timespan(-7) / 2)
