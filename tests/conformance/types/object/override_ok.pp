type A = Object[{attributes => {a => Integer, b => String}}]
type B = A { attributes => { c => Boolean } }
$b = B.new(1, 'x', true)
notice($b)
notice($b.a)
notice($b =~ A)
notice(A.new(1, 'y') =~ B)
notice(type($b))
notice(B.new({a => 1, b => 'x', c => false}))
