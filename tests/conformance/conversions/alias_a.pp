notice(Binary(1))
