notice(Deferred('$x', ['a']))
