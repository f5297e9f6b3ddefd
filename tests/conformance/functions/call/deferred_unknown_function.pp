notice(Deferred('nosuchfn').call)
