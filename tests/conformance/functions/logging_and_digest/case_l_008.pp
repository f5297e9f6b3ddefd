warning('w', 1)
