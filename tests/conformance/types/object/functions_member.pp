type A = Object[{attributes => {a => Integer}, functions => {f => Callable[[0,0], Integer]}}]
notice(A)
$x = A.new(1)
notice($x)
notice($x.f)
