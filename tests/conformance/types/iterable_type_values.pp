notice(Iterable[Integer])
notice([1].reverse_each =~ Iterable[Integer])
notice(Iterator[String] < Iterable[String])
notice(Iterator[String] < Iterator)
