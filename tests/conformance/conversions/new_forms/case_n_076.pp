notice(Array.new(Timespan(1), true))
