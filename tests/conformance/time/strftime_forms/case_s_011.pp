notice(strftime(Timespan(90061.5), '%h hours'))
