notice(1e16)
