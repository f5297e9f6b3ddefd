notice(any(-1))
