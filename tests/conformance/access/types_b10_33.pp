notice(Type[Integer][0])
