notice(Numeric[1])
