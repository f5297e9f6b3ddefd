notice(3.all |$x| { $x < 3 })
notice('abc'.all |$c| { $c =~ /[a-c]/ })
notice(Integer[1, 4].all |$i, $x| { $x == $i + 1 })
notice([1, 2].reverse_each.all |$x| { $x > 1 })
