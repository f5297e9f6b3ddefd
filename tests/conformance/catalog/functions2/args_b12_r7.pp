realize(Notify)
