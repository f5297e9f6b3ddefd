notice(Error['a','b','c'] == Error['a','b'])
