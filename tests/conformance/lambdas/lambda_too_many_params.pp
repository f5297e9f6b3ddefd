[1].each |$a, $b, $c| { notice($a) }
