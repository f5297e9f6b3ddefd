type PositiveInts = Array[Integer[0, default]]
notice(Array[Integer[0, default]] == PositiveInts)
