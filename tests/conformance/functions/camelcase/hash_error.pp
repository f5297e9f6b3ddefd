notice(camelcase({a_b => 1}))
