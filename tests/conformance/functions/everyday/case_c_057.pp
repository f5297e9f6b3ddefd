notice('abc' =~ /b/)
