notice(floor([1.5]))
