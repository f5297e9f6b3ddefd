notice('abc' =~ /^a/ and 'abc' !~ /^b/)
