notice(lookup('unknown_method'))
