notice(Timespan.new('3 days 4 hours', '%D days %H hours'))
