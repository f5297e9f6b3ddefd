notice(regsubst("ab", /(?<x>a)/, '\k<y>'))
