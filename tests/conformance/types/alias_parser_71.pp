type A = Sensitive[String]
notice(A)
