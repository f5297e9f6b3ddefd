notice(call(''))
