notice(3 - -2)
