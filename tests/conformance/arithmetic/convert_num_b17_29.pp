notice(Tuple([1]))
