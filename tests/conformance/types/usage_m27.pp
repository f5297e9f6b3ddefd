notice(Timespan[0, 10]) notice(Timestamp['2020-01-01']) notice(Timespan('1-00:00:00') =~ Timespan[0, 100000])
