notice(Binary)
notice(Binary(['aGVsbG8=']))
notice(type(Binary('aGVsbG8=')))
