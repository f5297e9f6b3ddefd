$t = Integer
$u = $t[1, 3]
notice($u)
notice(2 =~ $u)
$a = [String, Integer]
notice(Variant[*$a])
