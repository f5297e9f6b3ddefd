notice(type([1.5, 2.5], 'reduced'))
notice(type(1.5))
notice(type(-0.0))
