notice(10 - Timespan(2))
notice(3 * Timespan(2))
notice(1 + Timespan(2))
