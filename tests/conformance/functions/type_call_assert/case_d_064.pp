notice(call('abs', -1))
