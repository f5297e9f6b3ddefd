notice(type(1..2))
