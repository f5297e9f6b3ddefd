notice(Hash[1, Integer])
