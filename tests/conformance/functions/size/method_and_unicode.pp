notice('åäö'.size)
notice([[1], [2]].size)
notice({a => 1, b => 2}.size)
