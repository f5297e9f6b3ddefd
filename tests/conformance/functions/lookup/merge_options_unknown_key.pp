notice(lookup('a', String, {strategy => 'deep', bogus => 1}, 'x'))
