[1].each |$a, *$b = [1]| { notice($a, $b) }
