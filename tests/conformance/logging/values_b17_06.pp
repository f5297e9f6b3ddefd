notice(Timestamp('2020-01-01T10:00:00Z'))
notice(Timespan('1-02:03:04'))
notice(Timespan(3.5))
