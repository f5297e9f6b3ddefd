notice([1].index(1) |$x| { true })
