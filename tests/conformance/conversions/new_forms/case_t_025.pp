notice(Timespan.new(0, 0, 0, 0, 1))
