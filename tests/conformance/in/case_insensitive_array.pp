notice("a" in ["A", "b"])
notice(1 in [[1]])
