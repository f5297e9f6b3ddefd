realize(Notify['zz'], 'foo')
