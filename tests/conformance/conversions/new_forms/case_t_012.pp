notice(Timespan.new('25:00', '%H:%M'))
