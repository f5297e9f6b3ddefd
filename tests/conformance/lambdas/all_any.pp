notice([1, 2, 3].all |$v| { $v > 0 })
notice([1, 2, 3].any |$v| { $v > 2 })
notice([].all |$v| { false })
notice({ 'a' => 1 }.any |$k, $v| { $v == 1 })
