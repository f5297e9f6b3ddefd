notice(call('::::', 1))
