notice(Timespan.new('02:03'))
