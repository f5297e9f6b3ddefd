notice("a\
b")
