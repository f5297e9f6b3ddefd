fail("a\nb")
