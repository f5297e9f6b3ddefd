notice(lookup)
