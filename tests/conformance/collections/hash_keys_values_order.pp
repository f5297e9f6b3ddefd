$h = { 'z' => 1, 'a' => 2, 'm' => 3 }
notice($h.keys)
notice($h.values)
notice($h.map |$k, $v| { "${k}=${v}" }.join(','))
notice(($h + { 'a' => 99, 'b' => 0 }).keys)
