notice(Sensitive("a") in [Sensitive("a")])
