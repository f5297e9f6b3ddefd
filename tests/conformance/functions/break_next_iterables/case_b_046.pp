notice(Iterator[Integer] =~ Type[Iterable])
