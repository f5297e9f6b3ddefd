notice(Error['a','b','c'])
