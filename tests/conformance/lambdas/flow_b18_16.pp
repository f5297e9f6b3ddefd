notice([1,2].map |$x| { return($x) })
