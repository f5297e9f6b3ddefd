[1,2].each |$x| { notice($x) }
[1,2].each |$i, $x| { notice("${i}:${x}") }
$h = {a => 1}
$h.each |$p| { notice($p) }
$h.each |$k, $v| { notice("${k}=${v}") }
notice(each([1]) |$x| { 5 })
notice("ab".each |$c| { notice($c) })
Integer[3,5].each |$i, $x| { notice("${i}/${x}") }
1.step(3).each |$x| { notice($x) }
[1,2,3].reverse_each.each |$i, $x| { notice("${i}-${x}") }
3.each |$x| { notice($x) }
