type A = Array[Variant[Integer, B]]
type B = Hash[String, A]
notice([1, {x => [2]}] =~ A)
notice([1, {x => ['y']}] =~ A)
notice(A)
notice(B)
