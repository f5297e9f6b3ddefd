notice(lookup('a', undef, undef, 'no levels'))
