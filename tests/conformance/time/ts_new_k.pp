notice(Timespan({days => 1, bogus => 2}))
