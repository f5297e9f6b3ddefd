notice(size(Binary('aGVsbG8=')))
