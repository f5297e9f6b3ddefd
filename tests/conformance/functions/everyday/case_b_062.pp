notice(round(3))
