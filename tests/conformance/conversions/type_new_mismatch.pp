notice(Type[Integer]('String'))
