notice([1,2,3].filter |$x| { $x }.length)
