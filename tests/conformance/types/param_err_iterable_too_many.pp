notice(Iterable[Integer, String])
