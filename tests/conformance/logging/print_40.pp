notice(Init[Integer])
