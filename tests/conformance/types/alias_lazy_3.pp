type A = Integer[a]
notice(1)
