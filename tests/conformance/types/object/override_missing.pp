type A = Object[{attributes => {a => Integer}}]
type B = A { attributes => { a => String } }
notice(B)
