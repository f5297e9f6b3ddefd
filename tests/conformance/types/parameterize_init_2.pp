notice(Init[Integer, 1, 2])
