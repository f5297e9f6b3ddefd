notice(Iterable[Integer], Iterator[String], Collection[1,2])
