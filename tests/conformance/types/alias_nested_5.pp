notice(Type("Integer[a]"))
