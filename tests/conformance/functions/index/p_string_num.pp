notice(index("abc", 1))
