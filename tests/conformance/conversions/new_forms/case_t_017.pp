notice(Timespan.new({days => 1.5}))
