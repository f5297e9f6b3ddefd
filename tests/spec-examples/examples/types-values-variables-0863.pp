['a', 'b', 'c'] =~ Array[Pattern['a-z']]  # true
