type A = Object[{attributes => {a => {type => Integer, kind => derived}}}]
notice(A)
$x = A.new()
notice($x)
notice($x.a)
