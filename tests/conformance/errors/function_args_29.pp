notice(upcase(true))
