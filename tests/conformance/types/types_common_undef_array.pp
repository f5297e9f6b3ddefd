notice(type([undef, 1]))
notice(type([undef, 1], 'reduced'))
notice(type([undef, 1], 'generalized'))
