defined(1)
