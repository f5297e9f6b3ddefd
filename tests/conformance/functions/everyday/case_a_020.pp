notice([1,2,3].index |$x| { $x == 2 })
