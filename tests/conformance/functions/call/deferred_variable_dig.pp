$v = {a => [1, 2]}
notice(Deferred('$v', ['a', 1]).call)
notice(Deferred('$facts', ['nope']).call)
notice(Deferred('$v').call)
