notice(Numeric.new(Timespan(3)))
