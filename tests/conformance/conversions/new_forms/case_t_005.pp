notice(Timespan.new('1.5', '%S.%L'))
