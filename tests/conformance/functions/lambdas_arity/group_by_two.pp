notice({a => 1, b => 2}.group_by |$k, $v| { $v % 2 })
