notice(lookup('nothing::here'))
