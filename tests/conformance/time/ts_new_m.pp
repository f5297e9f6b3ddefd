notice(Timespan[0, 10](5))
notice(Timespan.new(3))
notice(new(Timespan, 4))
notice(Timespan(true))
