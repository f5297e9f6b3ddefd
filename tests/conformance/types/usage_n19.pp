notice(Array[Integer, 1] <= Tuple[Integer, Integer]) notice(Tuple[Integer, Integer] <= Array[Integer, 1])
