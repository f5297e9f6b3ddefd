notice(type(-5))
