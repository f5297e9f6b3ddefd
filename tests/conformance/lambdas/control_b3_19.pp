with(1,2,3) |$a, *$r| { notice($r) }
