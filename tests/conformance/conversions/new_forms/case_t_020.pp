notice(Timespan.new(0))
