notice(split("abc", /(b)/))
