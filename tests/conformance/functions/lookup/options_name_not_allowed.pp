notice(lookup('a', {name => 'b', default_value => 1}))
