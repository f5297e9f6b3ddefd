$factor = 3
notice([1,2].map |$x| { $x * $factor })
