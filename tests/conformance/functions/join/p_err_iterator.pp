notice(join(Integer[1, 3].reverse_each, ","))
