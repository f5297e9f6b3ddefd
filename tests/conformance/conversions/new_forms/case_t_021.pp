notice(Timespan.new(-0.001))
