# Python's named group is not Ruby's
notice('x' =~ /(?P<n>x)/)
