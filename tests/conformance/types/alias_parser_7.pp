type A = Integer[a]
notice(1)
[1].each |A $x| { notice($x) }
