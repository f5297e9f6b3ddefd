notice(Type[Integer])
