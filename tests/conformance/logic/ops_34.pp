notice("a" != "A")
