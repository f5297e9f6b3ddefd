notice(Integer[-2, 2].reduce |$m, $x| { $m + $x })
