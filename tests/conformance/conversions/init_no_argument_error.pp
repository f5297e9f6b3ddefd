notice(Init[Integer]())
