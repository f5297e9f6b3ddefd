type A = Object[{attributes => {a => Integer}}]
type B = A { attributes => { b => {type => Integer, override => true} } }
notice(B)
