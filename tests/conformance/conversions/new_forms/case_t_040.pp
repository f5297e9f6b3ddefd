notice(Timestamp(0) + Timespan(60))
