notice(Timespan(3600), Timespan(-1.5), Timestamp('2016-09-06T08:34:59Z'))
notice([Timespan(90061)])
