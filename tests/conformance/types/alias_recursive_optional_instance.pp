type A = Array[Optional[A]]
notice([undef] =~ A)
