notice(Timespan('-01:30', '%H:%M'))
