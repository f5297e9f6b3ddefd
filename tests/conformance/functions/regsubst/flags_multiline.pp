notice(regsubst("a\nb", 'a.b', 'X') == "a\nb")
notice(regsubst("a\nb", 'a.b', 'X', 'M'))
notice(regsubst("ab\nab", '^a', 'X', 'G') == "Xb\nXb")
