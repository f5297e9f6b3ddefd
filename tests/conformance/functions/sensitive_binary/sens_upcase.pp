notice(upcase(Sensitive("a")))
