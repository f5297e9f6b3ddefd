notice("a b  c".split(" "))
