notice(String[1, default])
notice(String[default, 4])
notice(String[Integer[1, 4]])
notice(String[0, 0])
