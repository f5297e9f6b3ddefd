notice([1].map |$x| { $x }.map |$y| { $y + 1 })
