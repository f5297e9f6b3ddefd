notice(type(Deferred('f', [1])))
