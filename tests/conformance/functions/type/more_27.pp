notice(type([undef], 'generalized'))
