notice(strftime(Timespan(3), '%%'))
