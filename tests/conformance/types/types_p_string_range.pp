notice(String[1, 2])
notice(String[0])
notice(String[default, 3])
notice(String[Integer[1,3]])
