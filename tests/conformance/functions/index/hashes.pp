notice({a => 1, b => 2}.index(2))
notice({a => 1, b => 2}.index |$v| { $v == 1 })
notice({a => 1, b => 2}.index |$k, $v| { $k == 'b' })
