notice(Binary('aGVsbG8='))
