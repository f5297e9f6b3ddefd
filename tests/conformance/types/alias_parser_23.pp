type A = TypeReference
notice(A)
