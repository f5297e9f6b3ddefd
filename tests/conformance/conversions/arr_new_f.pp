notice(Array(true))
