notice(lookup('a..b'))
