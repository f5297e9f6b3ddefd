notice(Enum[b, a].map |$x| { upcase($x) })
notice([1, 2, 3].reverse_each.map |$i, $x| { "${i}${x}" })
