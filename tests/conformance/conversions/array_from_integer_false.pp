notice(Array(3, false))
