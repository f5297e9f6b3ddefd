notice(regsubst("héllo wörld", /[éö]/, "_", "G"))
notice(regsubst("日本語", /本/, '[\0]'))
notice(regsubst("ab", /(?<x>a)/, '\k<x>\k<x>'))
