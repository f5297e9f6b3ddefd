notice(join([1,2].reverse_each, ","))
