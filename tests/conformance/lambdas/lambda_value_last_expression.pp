notice([1].map |$x| { 1 2 3 })
