notice(strftime(Timespan(3), '%x'))
