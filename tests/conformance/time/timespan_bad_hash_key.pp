notice(Timespan({weeks => 2}))
