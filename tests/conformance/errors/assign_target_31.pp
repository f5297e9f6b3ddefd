Notify['x'] = 1
