notice([].reduce |$m, $x| { $m + $x })
