notice(Numeric(Timespan(1.5)))
