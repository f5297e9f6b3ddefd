notice(Timespan(5) =~ Timespan[1, 10])
notice(Timespan(50) =~ Timespan[1, 10])
notice(Timestamp('2020-01-01T00:00:00 UTC') =~ Timestamp['2019-01-01T00:00:00 UTC', '2021-01-01T00:00:00 UTC'])
notice(5 =~ Timespan)
