notice([1].map |$x, $y = 'd'| { "$x$y" })
