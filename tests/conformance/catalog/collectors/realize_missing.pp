realize(Notify['zz'])
notice('after')
