notice(type({a => [1]}, 'generalized'))
