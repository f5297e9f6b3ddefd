$h = {'b' => 2, 'a' => 1, 'c' => 3}
notice($h.keys.sort)
notice($h.filter |$k, $v| { $v > 1 })
notice($h.reduce(0) |$m, $kv| { $m + $kv[1] })
notice(Hash($h.map |$k, $v| { [$k.upcase, $v * 2] }))
