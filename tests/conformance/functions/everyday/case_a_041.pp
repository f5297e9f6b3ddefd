notice([1,2,3,4].unique |$x| { $x % 2 })
