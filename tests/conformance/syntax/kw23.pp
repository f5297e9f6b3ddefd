notice(true.type)
