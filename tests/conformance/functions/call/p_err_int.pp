notice(call(1))
