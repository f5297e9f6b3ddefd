notice(match("abc", "("))
