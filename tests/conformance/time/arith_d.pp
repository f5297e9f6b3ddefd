notice(Timespan(1) - Timestamp(0))
