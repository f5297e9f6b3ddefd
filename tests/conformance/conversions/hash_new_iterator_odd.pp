notice(Hash(["x"].reverse_each))
