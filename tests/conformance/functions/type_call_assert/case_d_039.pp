notice(type('abc', 'generalized'))
