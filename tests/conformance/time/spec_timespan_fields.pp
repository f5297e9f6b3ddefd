# spec "Timespan from days, hours, minutes, seconds, and fractions of a second": values may
# overflow and be negative; the hash form with negative
notice(Timespan(0, 48, 0, 0))
notice(Timespan(1, -1, 0, 0))
notice(Timespan(0, 0, 0, 0, 1500))
notice(Timespan(0, 0, 0, 0, 0, 1500))
notice(Timespan(0, 0, 0, 0, 0, 0, 1500))
notice(Timespan(0, 0, 0, -30))
notice(Timespan({negative => true, days => 1, hours => 2}))
notice(Timespan({minutes => 90}))
notice(Timespan({milliseconds => 1, microseconds => 1, nanoseconds => 1}))
