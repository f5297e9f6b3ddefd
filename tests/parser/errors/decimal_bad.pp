notice(3.14x)
