notice(new(Integer))
