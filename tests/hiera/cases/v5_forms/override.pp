notice(lookup('j'))
notice(lookup('y'))
