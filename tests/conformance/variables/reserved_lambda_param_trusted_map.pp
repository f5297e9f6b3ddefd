notice([1, 2].map |$x, $trusted = 1| { $x })
