notice(Array({a => 1, b => 2}.reverse_each))
notice({a => 1, b => 2}.reverse_each.map |$k, $v| { "${k}${v}" })
