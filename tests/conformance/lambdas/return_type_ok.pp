notice([1].map |Integer $x| >> Integer { $x + 1 })
