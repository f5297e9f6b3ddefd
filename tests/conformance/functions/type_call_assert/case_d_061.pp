notice(Deferred('f', [1]))
