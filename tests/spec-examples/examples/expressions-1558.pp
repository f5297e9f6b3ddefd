Timestamp['2000-01-01T00:00:00.000', :default] # a timestamp in the 21st century or later
Timestamp['1-00:00:00', '2-00:00:00'] # a timespan between 1 and 2 days
Timestamp[Timestamp('11', '%H'), Timestamp('12', '%H')]              # a timespan between 11 and 12 hours
Timestamp['1-00:00:00', Timestamp({days => 2, nano-seconds => -1})] # a timespan between 1 and up to (but not including) 2 days
