sprintf('%y', 1)
