notice(type({a => [1]}))
