$r = Integer[1,3].reverse_each
notice($r.reduce |$m, $x| { $m + $x })
notice($r.map |$x| { $x })
$a = [1,2,3].reverse_each
notice($a.reduce |$m, $x| { $m + $x })
notice($a.any |$x| { $x == 1 })
notice($a.map |$x| { $x })
notice($a.filter |$x| { true })
notice($a.reduce |$m, $x| { $m + $x })
notice($a.index(2))
