type A = Integer[a]
notice(1)
notice(1 =~ A)
