notice({a => 1, b => 2}.group_by |$k, $v| { $k == 'a' })
