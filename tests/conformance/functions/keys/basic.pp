notice(keys({a => 1, b => 2}))
notice(keys({}))
notice({1 => x, [2] => y}.keys)
