notice(Timespan[Timespan(1), Timespan(2)])
notice(Timespan['0-00:00:01', '0-00:00:03'])
notice(Timespan(2) =~ Timespan['0-00:00:01', '0-00:00:03'])
notice(Timespan[1.5, 2.5])
