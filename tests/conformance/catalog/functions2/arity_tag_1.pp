tag(1)
