[1].each |Integer $a = 1, String *$b| { notice($a, $b) }
