include(Notify['x'])
