notice([1, 2].map |Integer[1, 2] $x| { $x * 10 })
