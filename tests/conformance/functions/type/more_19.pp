notice(type({a => [1, 2]}, 'reduced'))
