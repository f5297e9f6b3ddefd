fail("x\ny")
