notice(match(Sensitive("abc"), /b/))
