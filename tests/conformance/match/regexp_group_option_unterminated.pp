# the pattern ends inside an option group
notice('a' =~ /(?i/)
