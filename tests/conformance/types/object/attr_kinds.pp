type A = Object[{attributes => {a => {type => Integer, kind => constant, value => 3}, c => Optional[Integer], d => {type => String, kind => given_or_derived}}}]
notice(A)
$x = A.new('x')
notice($x)
notice($x.a)
notice($x.c)
notice($x.d)
