notice(lookup('a::b'))
