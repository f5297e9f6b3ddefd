notice([1].each |$x = 1, $y| { 1 })
