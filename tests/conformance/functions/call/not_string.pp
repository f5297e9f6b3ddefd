call(1)
