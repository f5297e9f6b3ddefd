notice("a
b".length)
