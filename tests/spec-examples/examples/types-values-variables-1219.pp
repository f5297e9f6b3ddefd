$b2 = Boolean('true')  # true
$b2 = Boolean('false') # false
$b1 = Boolean('YEs')   # true
$b1 = Boolean(0)       # false
