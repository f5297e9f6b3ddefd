notice(1e400)
