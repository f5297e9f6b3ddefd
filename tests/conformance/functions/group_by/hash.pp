notice({a => 1, b => 2, c => 1}.group_by |$k, $v| { $v })
notice({a => 1, b => 2}.group_by |$kv| { $kv[1] > 1 })
