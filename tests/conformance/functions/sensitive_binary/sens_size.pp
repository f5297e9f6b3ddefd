notice(size(Sensitive("abc")))
