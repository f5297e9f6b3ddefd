notice(Deferred('upcase', ['a', 'b']).call)
