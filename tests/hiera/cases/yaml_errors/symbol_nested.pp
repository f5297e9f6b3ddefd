notice(lookup('nested'))
