type A = Foo
function f(A $x) {}
f(1)
