notice(abs(-0))
