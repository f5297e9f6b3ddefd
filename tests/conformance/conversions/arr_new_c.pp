notice(Array(3.5))
