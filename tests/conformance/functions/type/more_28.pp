notice(type(Notify['x']))
