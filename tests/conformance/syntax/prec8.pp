notice('a' =~ /a/ and 'b' !~ /a/)
