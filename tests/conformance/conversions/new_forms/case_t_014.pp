notice(Timespan.new('xx', '%H'))
