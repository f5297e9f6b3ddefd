contain(1)
