notice(type(1, 'generalized'))
