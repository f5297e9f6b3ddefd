[1].each |$_a| { notice($_a) }
