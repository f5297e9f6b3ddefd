# a group name may not be empty
notice('x' =~ /(?<>x)/)
