notice(Timespan.new({string => '1:00'}))
