$a = 'x'
$b = 'y'
notice("$a$b")
notice("${a}_${b}")
