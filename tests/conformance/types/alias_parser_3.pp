type A = Integer[a]
function f(A $x) { 1 }
notice(1)
notice(f(1))
