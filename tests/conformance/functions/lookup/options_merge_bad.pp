notice(lookup('a', {merge => 'bogus', default_value => 1}))
