notice([1,2,3].map |Integer[2] $x| { $x })
