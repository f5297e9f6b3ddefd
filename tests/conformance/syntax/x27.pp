notice([1, 2, 3].map |$x| { $x }.size)
