notice(Init[Array]([1]))
notice(Init[Array[Integer]]([[1, 2]]))
notice(Init[Tuple[Integer, Integer]]([[1, 2]]))
notice(Init[Array[String, 2]](['YWJj']))
