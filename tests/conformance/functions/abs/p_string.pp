notice(abs("-3"))
