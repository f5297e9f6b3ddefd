$it = [1, 2, 3].reverse_each
notice($it =~ Iterator)
notice($it =~ Iterable)
notice(type($it))
notice(Array($it))
notice($it.map |$x| { $x * 10 })
