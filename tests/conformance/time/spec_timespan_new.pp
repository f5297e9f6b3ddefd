# spec "Timespan.new": Examples - Converting to Timespan ('13:20' fails with the reference:
# timespan_hour_minute_fails.pp; '%L' and '%N' both read .5 as half a second)
$d1 = Timespan(13.5)       # 13 seconds and 500 milliseconds
notice($d1)
$d2 = Timespan({days=>4})  # 4 days
notice($d2)
$d3 = Timespan(4, 0, 0, 2) # 4 days and 2 seconds
notice($d3)
$d5 = Timespan('10:03.5', '%M:%S.%L') # 10 minutes, 3 seconds, and 5 milliseconds
notice($d5)
$d6 = Timespan('10:03.5', '%M:%S.%N') # 10 minutes, 3 seconds, and 5 nanoseconds
notice($d6)
