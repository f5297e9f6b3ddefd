notice(upcase(Binary("aGVsbG8=")))
