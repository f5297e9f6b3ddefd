notice(regsubst("abc", /(?<x>b)/, "<\\k<x>>"))
