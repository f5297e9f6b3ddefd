notice({a => 1, b => 2, c => 3}.partition |$k, $v| { $v > 1 })
notice({a => 1, b => 2}.partition |$kv| { $kv[0] == 'a' })
