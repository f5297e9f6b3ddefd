notice(Timespan.new('3d', '%Dd'))
