[1].each |$a, $b, $c| { }
