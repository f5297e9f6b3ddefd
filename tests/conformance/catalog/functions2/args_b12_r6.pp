realize(true)
