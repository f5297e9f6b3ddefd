$a = "abc" =~ /(b)/
$b = /z/ in ["x", "y"]
notice($1)
