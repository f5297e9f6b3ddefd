notice(Timespan.new(0, 25, 0, 0))
