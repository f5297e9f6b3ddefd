notice(Tuple[Integer, String].new([1, 'a']))
