notice(Timespan[1, 2])
notice(Timespan['1-00:00:00'])
notice(Timestamp['2020-01-01T00:00:00.000 UTC'])
notice(Timestamp)
