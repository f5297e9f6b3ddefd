type a::b = Integer
type A::B = String
