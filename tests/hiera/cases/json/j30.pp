notice(lookup('a', undef, undef, 'default'))
