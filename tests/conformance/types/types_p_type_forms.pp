notice(Type[Integer])
notice(Type[Type[Integer]])
notice(Type)
