notice(Iterable[Integer])
notice(Iterator[String])
