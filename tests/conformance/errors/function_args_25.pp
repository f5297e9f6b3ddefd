notice(length(true))
