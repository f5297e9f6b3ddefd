notice(Timespan.new({hours => -1, minutes => 30}))
