notice(Timespan.new('100', '%L'))
