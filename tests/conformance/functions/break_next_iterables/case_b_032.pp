notice([[1,2],[3,4]].map |$x, $y| { $x + $y })
