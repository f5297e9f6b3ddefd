notice(lookup('b'))
notice(lookup('c'))
