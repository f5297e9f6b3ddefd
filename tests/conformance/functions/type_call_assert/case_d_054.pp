notice(type(true))
