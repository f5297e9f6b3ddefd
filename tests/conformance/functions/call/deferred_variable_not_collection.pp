$v = 5
notice(Deferred('$v').call)
