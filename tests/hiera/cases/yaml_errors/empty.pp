notice(lookup('a'))
notice(lookup('first'))
notice(lookup('second', undef, undef, 'only the first document is read'))
notice(lookup('name'))
