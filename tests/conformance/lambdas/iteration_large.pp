notice(Integer[1,1000].reduce |$m, $x| { $m + $x })
