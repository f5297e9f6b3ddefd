notice(2 * Timespan(3))
