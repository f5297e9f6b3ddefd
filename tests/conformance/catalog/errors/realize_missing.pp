realize(Notify['nope'])
notice('printed')
