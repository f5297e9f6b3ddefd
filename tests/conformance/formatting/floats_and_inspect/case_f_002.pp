notice(1e15)
