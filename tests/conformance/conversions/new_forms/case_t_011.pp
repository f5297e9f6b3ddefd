notice(Timespan.new('-3', '%H'))
