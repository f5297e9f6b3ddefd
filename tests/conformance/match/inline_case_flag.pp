notice('ABC' =~ /(?i)abc/)
notice('ABC' =~ /abc/)
