type A = Integer
type a = String
