notice(lookup('alias_not_whole'))
