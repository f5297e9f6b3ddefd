notice(type([undef, 1], 'reduced'))
