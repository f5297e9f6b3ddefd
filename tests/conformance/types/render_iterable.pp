notice(Iterable[Integer])
notice(Iterator[String])
notice(Iterable[Any])
notice(Iterator[Any])
