notice(Iterator[Integer, 1])
