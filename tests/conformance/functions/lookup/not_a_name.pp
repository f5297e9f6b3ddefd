notice(lookup(1))
