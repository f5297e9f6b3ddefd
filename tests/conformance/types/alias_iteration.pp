type A = Integer[1,3]
A.each |$x| { notice($x) }
notice(A.map |$x| { $x })
type E = Enum[x, y]
notice(E.map |$v| { $v })
notice(Array(A))
notice(A =~ Iterable)
notice(A.reverse_each.map |$x| { $x })
