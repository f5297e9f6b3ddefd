notice({a => 1, b => 2}.filter |Tuple[String, Integer] $p| { $p[1] > 1 })
