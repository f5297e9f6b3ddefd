notice(sprintf('%d', Timespan(5)))
