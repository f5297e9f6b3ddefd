# spec "Boolean.new": Examples of converting to Boolean, and the rules
$b2 = Boolean('true')  # true
notice($b2)
$b3 = Boolean('false') # false
notice($b3)
$b1 = Boolean('YEs')   # true
notice($b1)
$b0 = Boolean(0)       # false
notice($b0)
notice([Boolean(0.0), Boolean(2.5), Boolean(-3), Boolean('N'), Boolean('y'), Boolean('NO'), Boolean(false)])
