size(3.5)
