notice(Timespan[0, 10](20))
