require(1)
