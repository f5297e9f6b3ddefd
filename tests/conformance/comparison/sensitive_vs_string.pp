notice(Sensitive("a") == "a")
