notice(true true)
