type A = Enum[a, b, true]
notice(A)
notice('A' =~ A)
