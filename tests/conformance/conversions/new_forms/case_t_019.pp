notice(Timespan.new({microseconds => 5, nanoseconds => 6}))
