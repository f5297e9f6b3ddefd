type A = Object[{attributes => {id => Integer, label => String}, equality => id}]
notice(A)
notice(A(1, 'x') == A(1, 'y'))
notice(A(1, 'x') == A(2, 'x'))
notice({A(1, 'x') => 'first'}[A(1, 'zzz')])
notice(unique([A(1, 'a'), A(1, 'b'), A(2, 'c')]))
