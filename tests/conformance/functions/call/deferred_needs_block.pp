notice(Deferred('with', [1]).call)
