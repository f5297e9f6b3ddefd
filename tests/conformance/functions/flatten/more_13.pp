notice(flatten(1, [2]))
