notice(Error(1))
