notice(Regexp("a/b"))
