notice(Integer[1, default].map |$x| { $x })
