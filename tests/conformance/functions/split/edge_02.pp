notice(split("abc", ""))
