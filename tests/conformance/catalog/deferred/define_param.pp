define thing($p = undef) { }
thing { 'x': p => Deferred('notice', ['from a define parameter']) }
