notice({a => 1, b => 2}.all |$k, $v| { $v > 0 })
notice({a => 1, b => 2}.all |$kv| { $kv[0] == 'a' })
notice({}.all |$kv| { false })
