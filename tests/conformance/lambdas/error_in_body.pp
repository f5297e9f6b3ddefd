notice([1,2].each |$x| { $x + "a" })
