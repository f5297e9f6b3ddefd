notice(Integer == Integer[default, default])
