notice(Type[Type[Type[Integer]]])
notice(Type[Optional[Type]])
notice(type(Type))
