$pairs = [['a', 1], ['b', 2], ['c', 3]]
$h = Hash($pairs)
notice($h)
notice($pairs.reduce({}) |$m, $p| { $m + { $p[0] => $p[1] * 10 } })
notice($h.map |$k, $v| { [$k.upcase, $v] }.convert_to(Hash))
notice($h.filter |$k, $v| { $v > 1 }.keys)
notice($h.index |$v| { $v == 2 })
