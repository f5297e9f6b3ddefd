notice(lookup('a', undef, undef, 'default'))
notice(type(lookup('a', undef, undef, 'default')))
