notice(Timespan.new(1, 0, 0, 0))
