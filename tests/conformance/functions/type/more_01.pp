notice([1, undef, 3].map |$x| { $x.lest || { 0 } })
