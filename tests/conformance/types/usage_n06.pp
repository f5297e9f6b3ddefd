$t = Integer[1, 3] notice($t.map |$i| { $i })  notice(Array($t)) notice(Integer[1,3] =~ Iterable)
