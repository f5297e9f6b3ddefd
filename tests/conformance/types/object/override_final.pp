type A = Object[{attributes => {a => {type => Integer, final => true}}}]
type B = A { attributes => { a => {type => Integer, override => true} } }
notice(B)
