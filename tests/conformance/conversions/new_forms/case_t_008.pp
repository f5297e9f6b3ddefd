notice(Timespan.new('100', '%N'))
