notice(Timespan(10) + '5')
