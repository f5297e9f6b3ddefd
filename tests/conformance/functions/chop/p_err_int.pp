notice(chop(5))
