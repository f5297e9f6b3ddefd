notice(Deferred('join', [[Deferred('upcase', ['x']), 'y'], '-']).call)
notice(Deferred('sprintf', ['%s-%s', Deferred('upcase', ['a']), 'b']).call)
notice(Deferred({name => 'upcase', arguments => ['b']}).call)
notice(Deferred(name => 'x'))
