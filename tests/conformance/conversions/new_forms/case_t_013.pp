notice(Timespan.new('1:70', '%H:%M'))
