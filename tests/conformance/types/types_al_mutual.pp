type A = Variant[Integer, Array[B]]
type B = Variant[String, Array[A]]
notice([[['x']]] =~ A)
notice([['x']] =~ A)
