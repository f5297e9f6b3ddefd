[1].each |1 $a| { }
