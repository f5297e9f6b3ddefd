notice(Integer[default, 5])
notice(Float[1.5])
notice(Integer[1, default] == Integer[1])
