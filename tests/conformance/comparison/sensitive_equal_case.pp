notice(Sensitive("a") == Sensitive("A"))
