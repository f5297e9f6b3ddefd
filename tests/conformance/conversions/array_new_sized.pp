notice(Array({a => 1, b => 2}, false))
notice(Array[Integer, 2, 2]([1, 2]))
notice(Tuple[Integer, String, 1, 2]([1]))
notice(Tuple[Integer, String, 1, 2]([1, 'x']))
