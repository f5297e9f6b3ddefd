notice(String([1, 2].reverse_each) =~ String)
notice([1, 2].reverse_each =~ Iterator[Integer])
