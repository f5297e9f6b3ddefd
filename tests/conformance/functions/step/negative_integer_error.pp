notice(step(-3, 1))
