realize(1)
