notice(Timespan.new('P1D'))
