notice(Deferred('f'))
