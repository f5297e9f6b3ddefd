type A = Object[{attributes => {a => Integer}}]
$x = A.new(1)
notice($x.b)
