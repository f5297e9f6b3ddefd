notice(Array(Enum[c, a, b]))
notice(Array('ab', true))
notice(Array(Binary('aGVsbG8=')))
