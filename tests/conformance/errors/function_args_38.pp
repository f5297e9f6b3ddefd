notice(fail("boom", 1))
