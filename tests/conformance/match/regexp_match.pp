notice('abc' =~ /b/)
notice('abc' =~ /x/)
notice('abc' !~ /x/)
