notice(5.any |$x| { $x == 4 })
notice('hello'.any |$c| { $c == 'l' })
notice(Enum[x, y].any |$i, $v| { $v == 'y' and $i == 1 })
