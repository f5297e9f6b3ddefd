notice(lookup('a', undef, undef, 'NOT FOUND'))
