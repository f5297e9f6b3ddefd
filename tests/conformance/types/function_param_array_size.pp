function f(Array[Integer, 2, 3] $x) { $x }
f([1])
