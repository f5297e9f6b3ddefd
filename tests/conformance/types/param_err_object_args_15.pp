notice(Error['a', default])
