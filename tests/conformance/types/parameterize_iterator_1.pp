notice(Iterator[1])
