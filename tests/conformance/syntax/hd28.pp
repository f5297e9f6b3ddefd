notice(@(E N D))
x
E N D
