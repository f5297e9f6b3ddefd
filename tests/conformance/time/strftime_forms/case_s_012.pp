notice(strftime(Timespan(90061.5), '%m min'))
