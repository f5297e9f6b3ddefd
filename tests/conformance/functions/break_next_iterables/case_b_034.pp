notice([1,2,3].each |$x| { $x * 2 })
