notice(lookup('a', String))
