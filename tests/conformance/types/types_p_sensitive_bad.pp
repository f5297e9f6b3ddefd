notice(Sensitive[1, 2])
