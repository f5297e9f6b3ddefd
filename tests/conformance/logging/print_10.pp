notice(Binary("aGVsbG8="))
