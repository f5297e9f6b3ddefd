notice(match("abc", /(a)(z)?/))
