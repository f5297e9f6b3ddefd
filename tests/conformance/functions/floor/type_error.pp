notice(floor(true))
