with(1)
