notice(Iterable[Integer] > Array[Integer]) notice([1,2].each =~ Iterator[Integer]) notice(type([1].each))
