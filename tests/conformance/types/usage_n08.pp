notice(Type[Integer]) notice(Type) notice(Type[Type[Integer]]) notice(type(type(1)))
