notice(keys({[1] => a, {b => 1} => c}))
notice(values({a => [1], b => undef}))
