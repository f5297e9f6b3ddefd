notice(type([default, undef], 'reduced'))
notice(type([default, 1], 'reduced'))
notice(type([default, 1], 'generalized'))
notice(type({a => default}, 'generalized'))
