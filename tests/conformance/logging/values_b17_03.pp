notice(Deferred('foo', [1]))
