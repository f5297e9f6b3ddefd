notice(Integer(-1.5, default, true))
