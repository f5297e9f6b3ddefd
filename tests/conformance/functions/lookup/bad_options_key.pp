notice(lookup('a', {default_value => 1, bogus => 2}))
