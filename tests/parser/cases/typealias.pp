type A = Integer
type B = Integer[1, 2,]
type C = Variant[A, B]
type D = Object { }
type E = Foo { attributes => { a => Integer } }
type F = TypeSet { }
type G = { a => 1 }
type H = [1, 2]
type Runtime[ruby, "x"] = Integer
