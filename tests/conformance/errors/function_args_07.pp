notice(abs("x"))
