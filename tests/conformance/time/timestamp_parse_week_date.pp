# the week-based year is parsed but not used: no year
notice(Timestamp('2016 10 5', '%G %V %u'))
