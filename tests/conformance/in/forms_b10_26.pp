notice(Tuple[Integer, String, 1, 2])
notice(Tuple[Integer, String][0])
