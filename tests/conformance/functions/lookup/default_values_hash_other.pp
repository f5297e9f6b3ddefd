notice(lookup({name => 'a', default_values_hash => {b => 7}, default_value => 3}))
