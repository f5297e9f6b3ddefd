type A = Integer[a]
function f(A $x) {}
notice(1)
f(1)
