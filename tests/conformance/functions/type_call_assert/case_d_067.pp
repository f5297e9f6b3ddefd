notice(call('nope'))
