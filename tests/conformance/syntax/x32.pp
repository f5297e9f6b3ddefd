notice((1))
