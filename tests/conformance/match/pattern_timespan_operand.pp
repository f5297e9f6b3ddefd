notice("a" =~ Timespan(1))
