notice([1,2,3,4,5].slice(2))
notice({a => 1, b => 2, c => 3}.slice(2))
notice("abcde".slice(2))
notice(Integer[1,5].slice(2))
[1,2,3,4].slice(2) |$a, $b| { notice("${a}+${b}") }
[1,2,3].slice(2) |$x| { notice($x) }
notice([1,2,3].slice(2) |$a, $b| { 0 })
