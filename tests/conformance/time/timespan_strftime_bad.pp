notice(strftime(Timespan(1), '%H:%Y'))
