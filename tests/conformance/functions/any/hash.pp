notice({a => 1, b => 2}.any |$k, $v| { $v > 1 })
notice({a => 1, b => 2}.any |$kv| { $kv[1] > 5 })
