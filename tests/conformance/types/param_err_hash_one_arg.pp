notice(Hash[Integer])
