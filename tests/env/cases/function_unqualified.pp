notice(unq())
