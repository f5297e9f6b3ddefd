notice(Integer[0] =~ Type[Integer[0, default]]) notice(Integer[0] == Integer[0, default])
