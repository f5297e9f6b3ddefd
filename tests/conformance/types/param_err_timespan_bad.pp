notice(Timespan[true])
