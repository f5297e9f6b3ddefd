notice([1].::map |$x| { $x })
