notice(Deferred('x'))
