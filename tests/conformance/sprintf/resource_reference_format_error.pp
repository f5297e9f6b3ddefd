notice(sprintf(Notify['x']))
