[1, 2].each
