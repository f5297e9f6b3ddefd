notice(Init[Optional[Integer]]('1'))
