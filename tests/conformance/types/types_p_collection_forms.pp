notice(Collection[1])
notice(Collection[1, 2])
notice(Collection[default, 2])
