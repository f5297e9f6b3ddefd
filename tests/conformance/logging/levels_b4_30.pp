fail("a", 1)
