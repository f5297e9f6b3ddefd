realize(Notify['nope'])
notice('end')
