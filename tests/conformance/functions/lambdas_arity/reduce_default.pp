notice([1, 2, 3].reduce |$m, $x, $z = 0| { $m + $x + $z })
