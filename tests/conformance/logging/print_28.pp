notice(Integer[default, 5])
