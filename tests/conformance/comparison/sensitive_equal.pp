notice(Sensitive("a") == Sensitive("a"))
