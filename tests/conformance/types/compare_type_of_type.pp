notice(Type[Integer] < Type)
notice(Type[Integer] < Type[Numeric])
notice(Type < Any)
notice(Type[Integer] == Type[Integer])
