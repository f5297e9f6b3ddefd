notice(Hash(3))
