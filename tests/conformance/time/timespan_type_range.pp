notice(Timespan[2](Timespan(3)))
notice(Timespan[1, 5](3))
notice(Timespan(3) =~ Timespan[1, 5])
notice(Timespan(30) =~ Timespan['00:00:10', '00:00:40'])
