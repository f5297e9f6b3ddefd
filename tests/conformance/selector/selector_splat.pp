$opts = ['x', 'y']
notice('y' ? { *$opts => 'listed', default => 'not' })
