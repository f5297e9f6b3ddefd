notice(Timespan.new(1, 2))
