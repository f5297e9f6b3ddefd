notice(Timespan[1, 5](10))
