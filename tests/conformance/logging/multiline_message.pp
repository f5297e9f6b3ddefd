notice("a
b")
