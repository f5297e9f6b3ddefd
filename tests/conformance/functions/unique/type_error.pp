unique(3.5)
