notice(call(Deferred('abs', [-3])))
