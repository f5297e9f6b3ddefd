notice(split(Sensitive("a,b"), ","))
