notice(floor(-1.1))
