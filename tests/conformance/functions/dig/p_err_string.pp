notice(dig("abc", 1))
