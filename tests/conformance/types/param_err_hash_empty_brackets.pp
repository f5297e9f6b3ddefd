notice(Hash[])
