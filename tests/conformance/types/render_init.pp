notice(Init[Integer])
notice(Init[Integer, 16])
notice(Init)
