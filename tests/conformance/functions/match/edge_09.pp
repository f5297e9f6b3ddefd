notice(match("abc", Regexp))
