notice([1,2].any |$x| { $x > 1 })
