notice(lookup('alias_cycle_a'))
