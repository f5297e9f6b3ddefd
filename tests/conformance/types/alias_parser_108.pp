type A = Hash[String, undef]
notice(A)
