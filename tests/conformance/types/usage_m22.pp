notice(type([1, 'a'], 'generalized')) notice(type({a => [1, 2.0]})) notice(type({a => [1, 2.0]}, 'reduced')) notice(type([[1], []]))
