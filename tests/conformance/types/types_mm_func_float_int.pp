function f(Float $x) { $x }
f(1)
