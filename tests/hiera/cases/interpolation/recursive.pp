notice(lookup('recursive_a'))
