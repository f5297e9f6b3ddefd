notice(lookup('a', {default_value => 1}))
