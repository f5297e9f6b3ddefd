notice(Hash(1))
