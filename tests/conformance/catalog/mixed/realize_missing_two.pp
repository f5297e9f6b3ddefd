realize(Notify['x'], Notify['y'])
