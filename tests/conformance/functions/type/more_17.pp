notice(type(Timespan(1), 'generalized'))
