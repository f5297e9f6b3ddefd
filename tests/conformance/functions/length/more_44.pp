notice(length("héllo"))
