notice(Deferred('upcase', 'a'))
