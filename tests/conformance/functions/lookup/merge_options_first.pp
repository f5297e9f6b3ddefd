notice(lookup('a', String, {strategy => 'first', bogus => 1}, 'x'))
