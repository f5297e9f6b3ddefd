$s = Timespan({hours => 3, minutes => 20, seconds => 5})
notice(strftime($s, '%H:%M:%S'))
notice($s.strftime('%D days %H hours'))
notice(strftime(Timespan(90061.5), '%D-%H:%M:%S.%L'))
