notice(lookup('alias_missing'))
