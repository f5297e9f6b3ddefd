notice(Integer[1,3] =~ Iterable)
notice(Integer =~ Iterable)
notice(Enum[a] =~ Iterable)
notice(String =~ Iterable)
