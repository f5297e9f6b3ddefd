function f(NoSuchType $x) { $x }
f(1)
