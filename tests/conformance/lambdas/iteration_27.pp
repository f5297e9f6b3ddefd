notice([1,2,3].reduce |String $m, $x| { $m })
