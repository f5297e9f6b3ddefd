notice([1,2,3].map |$x| { $x }.filter |$y| { $y > 1 })
