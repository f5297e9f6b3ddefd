sprintf('%d %d', 1)
