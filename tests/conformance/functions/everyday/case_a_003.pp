notice([1,2,3,4].reduce |$m, $x| { $m + $x })
