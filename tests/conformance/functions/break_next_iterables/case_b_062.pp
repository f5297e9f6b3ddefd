notice({}.reduce(5) |$m, $x| { $m + $x })
