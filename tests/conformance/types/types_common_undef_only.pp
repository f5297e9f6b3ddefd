notice(type([undef, undef], 'reduced'))
notice(type([undef], 'generalized'))
