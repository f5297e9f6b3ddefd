notice(assert_type(Iterable[String], [1]))
