notice(Integer == type(1, generalized))
