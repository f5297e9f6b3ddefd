compare(Timespan(1), Timestamp('1970-01-01T00:00:10 UTC'))
