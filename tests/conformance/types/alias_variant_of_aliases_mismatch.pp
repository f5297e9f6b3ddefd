type A = Integer
type B = String
type AB = Variant[A, B]
assert_type(AB, 1.5)
