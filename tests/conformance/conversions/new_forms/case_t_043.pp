notice(Timestamp(60) - Timespan(30))
