notice(String(Timespan(1), '%d'))
