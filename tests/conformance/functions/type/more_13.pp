notice(type(Integer))
