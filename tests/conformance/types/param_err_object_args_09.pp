notice(Error['a', 1])
