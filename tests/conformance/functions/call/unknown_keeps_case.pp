notice(call('Nope', 1))
