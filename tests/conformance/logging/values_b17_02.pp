notice(Binary('aGVsbG8='))
notice(Binary('hello', '%r'))
