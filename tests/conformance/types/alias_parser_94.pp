type A = Regexp[a]
notice(A)
