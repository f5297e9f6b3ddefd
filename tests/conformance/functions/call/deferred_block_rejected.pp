notice(Deferred('upcase', ['a']).call |$x| { $x })
