type A = Array[
  Struct[1]]
notice(A)
