notice(Type(Integer))
