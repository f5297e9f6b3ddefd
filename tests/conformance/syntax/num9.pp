notice(1e)
