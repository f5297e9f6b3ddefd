notice(Type[])
