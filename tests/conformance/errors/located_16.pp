notice(Hash[1])
