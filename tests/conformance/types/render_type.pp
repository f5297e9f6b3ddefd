notice(Type[Integer])
notice(Type[Type[String]])
notice(Type[Any])
notice(Type[Optional[Integer]])
