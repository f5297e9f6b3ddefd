notice(type([[], {}], 'reduced'))
notice(type([[], {}], 'generalized'))
notice(type([[], [1]], 'reduced'))
notice(type([{}, {a => 1}], 'reduced'))
