notice(sprintf('%d', Notify['x']))
