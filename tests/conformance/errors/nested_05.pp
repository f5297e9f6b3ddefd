$x = [1,2].map |$v| { $v.nosuch }
