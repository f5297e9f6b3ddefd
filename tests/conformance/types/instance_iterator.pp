notice([1, 2].reverse_each =~ Iterator)
notice([1, 2].reverse_each =~ Iterable)
notice([1, 2] =~ Iterator)
notice([1, 2].reverse_each =~ Iterator[Integer])
