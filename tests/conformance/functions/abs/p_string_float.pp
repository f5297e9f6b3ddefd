notice(abs("-3.5"))
