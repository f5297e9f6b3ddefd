notice(Type[Optional[String]])
notice(Type[Any])
