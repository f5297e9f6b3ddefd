# a group name may not start with a digit
notice('x' =~ /(?<1a>x)/)
