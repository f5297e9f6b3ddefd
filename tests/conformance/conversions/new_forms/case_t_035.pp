notice(-Timespan(10))
