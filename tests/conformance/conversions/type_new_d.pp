notice(Type[Integer]('Integer'))
