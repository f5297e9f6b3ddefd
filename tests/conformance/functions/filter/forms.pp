notice([1, 2, 3, 4].filter |$x| { $x % 2 == 0 })
notice([1, 2, 3, 4].filter |$i, $x| { $i > 1 })
notice({a => 1, b => 2}.filter |$k, $v| { $v > 1 })
notice('abca'.filter |$c| { $c == 'a' })
