notice(String(Binary('aGVsbG8='), '%d'))
