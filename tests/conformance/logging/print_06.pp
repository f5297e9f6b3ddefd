notice(Sensitive("s"))
