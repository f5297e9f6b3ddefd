notice([1,2].each |Integer $x, $y = 5| { notice($y) })
