notice(type([1, 2.5, 'a'], 'generalized'))
