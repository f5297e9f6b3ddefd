tagged(1)
